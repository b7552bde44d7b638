/** An operator action that cannot be done in the reading's present state; its message says why. */
export class ActionRefused extends Error {}
