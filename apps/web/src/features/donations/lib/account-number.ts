/** Banking and wallet apps want a number or IBAN without the spaces it is printed with for reading. */
export const forPasting = (printed: string) => printed.replace(/\s/g, '');
