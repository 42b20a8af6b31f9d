import { useState } from 'react';
import { getInitials } from '#/utils/get-initials.ts';

export interface AvatarProps {
  name: string;
  imageUrl?: string | null;
}

/** spec 01 §2: the user's initials; an image that fails to load falls back to the coloured circle. */
export function Avatar({ name, imageUrl }: AvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(imageUrl) && failedUrl !== imageUrl;
  return (
    <span className="avatar" role="img" aria-label={name}>
      {showImage ? (
        <img
          className="avatar__image"
          src={imageUrl ?? undefined}
          alt=""
          onError={() => setFailedUrl(imageUrl ?? null)}
        />
      ) : (
        <span aria-hidden="true">{getInitials(name)}</span>
      )}
    </span>
  );
}
