import { getRuntimeConfig } from '../../shared/config/runtime-config.ts';

/** A file below config staticUrl (templates, 错误名单, the agreement); the server answers paths with or without a leading slash. */
export function staticUrlOf(path: string): string {
  return `${getRuntimeConfig().staticUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
