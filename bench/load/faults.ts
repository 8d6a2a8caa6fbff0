/** Placeholder replaced below. */
export async function runFaults(_: { quick: boolean }) {}
