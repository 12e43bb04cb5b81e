/**
 * Reads until `done` holds, and returns that value: a wait on a condition, never on a time. Generous
 * (90 s at most), since a busy machine may take a while; the test's own timeout must allow it.
 */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 900; attempt++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('It did not happen');
}

/**
 * Waits until the clock's current minute has at least `seconds` left: for a check of a limit counted
 * per minute of the clock (as every process's is), which a new minute in its middle would reset.
 */
export async function minuteWithRoom(seconds: number): Promise<void> {
  await until(
    async () => 60 - (Date.now() % 60_000) / 1000,
    (left) => left >= seconds,
  );
}
