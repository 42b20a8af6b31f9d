/** Reset and invite tokens are stored as SHA-256 hashes, so a leaked store reveals no usable token. */
import { createHash } from 'node:crypto';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
