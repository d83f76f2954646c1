/** Card number as typed, grouped in fours ('4242 4242 4242 4242'); at most 19 digits. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Expiry as MM/YY: the slash comes after the month, and a single first digit above 1 is a
 * month on its own ('5' → '05/').
 */
export function formatExpiry(input: string, previous: string): string {
  let digits = input.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  // Deleting the slash deletes the month's last digit too, so backspace never gets stuck.
  if (input.length < previous.length && previous.endsWith('/') && !input.includes('/')) digits = digits.slice(0, 1);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return input.length < previous.length ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export function formatCvc(input: string): string {
  return input.replace(/\D/g, '').slice(0, 4);
}
