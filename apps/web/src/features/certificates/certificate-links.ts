/** "2026-11-20" → "20/11/2026". */
export function fechaCorta(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}/${m}/${y}`;
}

export function publicCertificatePath(uniqueId: string, slug: string): string {
  return `/public/certificado-digital/${uniqueId}/${encodeURIComponent(slug)}`;
}

/** LinkedIn's "Add to profile" link, prefilled as a licence or certification. */
export function linkedInAddToProfileUrl(c: {
  name: string;
  organizationName: string;
  /** YYYY-MM-DD. */
  fecha: string;
  certUrl: string;
  certId: string;
}): string {
  const [year, month] = c.fecha.split('-');
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: c.name,
    organizationName: c.organizationName,
    issueYear: String(Number(year)),
    issueMonth: String(Number(month)),
    certUrl: c.certUrl,
    certId: c.certId,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}
