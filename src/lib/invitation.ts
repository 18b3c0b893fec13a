/**
 * The link an attorney who has not registered yet follows to sign up (spec 2 section 2, client
 * registration): the registration page with the attorney's e-mail and the inviting company.
 */
export function invitationLink(email: string, companyId: number, origin: string): string {
  const base = origin.replace(/\/+$/, '');
  return `${base}/client-register?email=${encodeURIComponent(email.trim())}&companyId=${encodeURIComponent(String(companyId))}`;
}
