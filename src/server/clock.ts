/** The shop's time: every domain function reads "now" from here, so tests can drive it. */
export type Clock = () => Date;
