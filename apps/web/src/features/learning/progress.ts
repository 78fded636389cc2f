/** The material's kind by the extension of its file, for its icon. */
export type MaterialKind = 'pdf' | 'word' | 'excel' | 'powerpoint' | 'image' | 'video' | 'other';

export function materialKind(archivo: string): MaterialKind {
  const ext = archivo.split('.').pop()?.toLowerCase() ?? '';
  if (ext === 'pdf') return 'pdf';
  if (ext === 'doc' || ext === 'docx') return 'word';
  if (ext === 'xls' || ext === 'xlsx') return 'excel';
  if (ext === 'ppt' || ext === 'pptx') return 'powerpoint';
  if (['jpg', 'jpeg', 'png', 'gif', 'webp'].includes(ext)) return 'image';
  if (['mp4', 'webm', 'mov'].includes(ext)) return 'video';
  return 'other';
}
