const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';
const SHAPE = /^[1-9]\d{5}(18|19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dXx]$/;

/** An 18-digit mainland resident ID: shape, a real birth date, and the ISO 7064 MOD 11-2 check character. */
export function isValidIdCard(value: string): boolean {
  if (!SHAPE.test(value)) return false;
  const year = Number(value.slice(6, 10));
  const month = Number(value.slice(10, 12));
  const day = Number(value.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(value[i]) * WEIGHTS[i];
  return CHECK_CHARS[sum % 11] === value[17].toUpperCase();
}

/** Shows the first 3 and last 4 characters only, for screens that display a saved ID. */
export function maskIdCard(value: string): string {
  if (value.length < 8) return value;
  return `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`;
}
