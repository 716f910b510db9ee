import { AVATAR_SIZE } from '@shared/contracts/profile';
import { toWebp } from '../../platform/images';

/**
 * An uploaded avatar as a square WebP, cover-cropped to AVATAR_SIZE around what draws the eye.
 * Throws UnreadableImageError (platform/images) for anything that is not an accepted picture.
 */
export function toAvatarWebp(input: Buffer): Promise<Buffer> {
  return toWebp(input, { size: AVATAR_SIZE, fit: 'cover', position: 'attention', quality: 82 });
}
