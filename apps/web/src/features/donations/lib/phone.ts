/**
 * Phone inputs keep only digits and one leading plus (spec point 5: the wizard's phone "filters key
 * presses"): "+92 300-1234567" pasted becomes "+923001234567", letters never appear.
 */
export const phoneChars = (value: string) => {
  const digits = value.replace(/\D/g, '');
  return value.trimStart().startsWith('+') ? `+${digits}` : digits;
};
