/** How the account is named on its own pages: the mail address, else +area code and phone. */
export function accountLabel(user: { Email: string | null; Phone: string | null; AreaCode: string | null }): string {
  if (user.Email) return user.Email;
  if (user.Phone) return user.AreaCode ? `+${user.AreaCode} ${user.Phone}` : user.Phone;
  return '';
}
