/** Saves bytes the server sent inside the JSON envelope as a file the person downloads. */
export function saveFile(name: string, type: string, data: BlobPart): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the address can go once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A base64 file (a PDF receipt) as bytes. */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function saveBase64File(file: { nombre: string; tipo: string; datos: string }): void {
  saveFile(file.nombre, file.tipo, base64ToBytes(file.datos));
}

export function saveCsv(file: { nombre: string; csv: string }): void {
  saveFile(file.nombre, 'text/csv;charset=utf-8', file.csv);
}
