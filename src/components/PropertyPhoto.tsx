import { useState } from 'react';

export const NO_IMAGE = 'No Image';
export const PHOTO_NOT_AVAILABLE = 'Photo Not Available';

/** A property photo with the spec's fallbacks: 'No Image' when there is none, 'Photo Not Available' when it fails to load. */
export function PropertyPhoto({
  url,
  alt,
  height = 180,
}: {
  url?: string | null;
  alt: string;
  height?: number;
}) {
  const [failed, setFailed] = useState(false);
  const box = {
    height,
    width: '100%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: '#e9eef5',
    color: '#5b6b7f',
  } as const;
  if (!url) return <div style={box}>{NO_IMAGE}</div>;
  if (failed) return <div style={box}>{PHOTO_NOT_AVAILABLE}</div>;
  return (
    <img
      src={url}
      alt={alt}
      loading="lazy"
      onError={() => setFailed(true)}
      style={{ ...box, objectFit: 'cover', display: 'block' }}
    />
  );
}
