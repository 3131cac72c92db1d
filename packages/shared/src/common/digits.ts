/** The value without the separators a mask adds (spaces, dots, dashes, slashes, brackets). */
export const digitsOf = (value: string) => value.replace(/[\s.\-/()]/g, '');
