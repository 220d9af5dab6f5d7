/**
 * The config files beside config.json (spec section 7), served by the console's own origin and
 * fetched with a timestamp so an operator's edit shows on the next load. Tests point it elsewhere.
 */
let origin = '';

export function setConfigFileOrigin(value: string): void {
  origin = value;
}

export async function fetchConfigFile<T>(name: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(`${origin}/config/${name}.json?t=${Date.now()}`, { cache: 'no-store', signal });
  if (!response.ok) throw new Error(`config file ${name}: HTTP ${response.status}`);
  return (await response.json()) as T;
}
