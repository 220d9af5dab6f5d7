/** The first page the viewer may open; the access code loads only now, not with the login pages. */
export async function landingPathAfterLogin(): Promise<string> {
  const { landingPath } = await import('../../shared/access/page-access.ts');
  return landingPath();
}
