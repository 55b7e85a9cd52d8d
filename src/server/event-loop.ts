/**
 * Long work done in slices (reading the catalogue's numbers, handing them to a build thread)
 * awaits this between slices: setImmediate runs after the loop's pending I/O, so the requests
 * that came in meanwhile are answered before the next slice.
 */
export const freeEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
