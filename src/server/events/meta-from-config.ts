import type { Config } from '../config';
import type { MetaConfig } from './forward-to-meta';

/** The Conversions API's settings, or null when the pixel or its token is not set: nothing goes to Meta. */
export function metaFromConfig(
  config: Pick<Config, 'META_PIXEL_ID' | 'META_ACCESS_TOKEN' | 'META_GRAPH_BASE'>,
): MetaConfig | null {
  return config.META_PIXEL_ID && config.META_ACCESS_TOKEN
    ? { pixelId: config.META_PIXEL_ID, accessToken: config.META_ACCESS_TOKEN, graphBase: config.META_GRAPH_BASE }
    : null;
}
