/** Jest global teardown of the server project: stops the temporary cluster and removes its folder. */
export default function stopTestPostgres(): void {
  globalThis.pricetoolTestPostgres?.stop();
}
