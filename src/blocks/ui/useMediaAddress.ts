/**
 * The media base of this site's pages as a function: a media-library path (`/media/…`) as the
 * browser must fetch it, with MEDIA_BASE_URL in front when the server sets one ({@link mediaAddress}).
 */
import { mediaAddress } from '../../lib/mediaBase';
import { useAppContext } from '../runtime/AppContext';

/** `(url) => address`: unchanged for any other address, and for `undefined`. */
export function useMediaAddress(): <T extends string | undefined>(url: T) => T {
  const base = useAppContext().config.mediaBaseUrl;
  return <T extends string | undefined>(url: T) => (url === undefined ? url : (mediaAddress(url, base) as T));
}
