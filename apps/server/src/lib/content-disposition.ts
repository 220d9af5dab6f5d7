/**
 * Content-Disposition for a file download: an ASCII fallback name for old clients and the real
 * (Chinese) name per RFC 5987/6266, percent-encoded so no header character can break out.
 */
export function attachment(fileName: string, asciiFallback: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${asciiFallback}"; filename*=UTF-8''${encoded}`;
}
