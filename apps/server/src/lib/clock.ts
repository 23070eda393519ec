/** Injected wherever time decides an outcome, so tests can move it. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export const addMinutes = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);
export const addDays = (date: Date, days: number) => addMinutes(date, days * 24 * 60);
