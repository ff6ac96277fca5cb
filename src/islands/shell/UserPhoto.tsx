import { useEffect, useRef, useState } from 'react';

/** Props of `UserPhoto`. */
export interface UserPhotoProps {
  /** The picture address built from HR_PHOTO_URL, or null when the GUID could not be loaded. */
  src: string | null;
  initials: string;
  alt: string;
}

/** The user's photo; a failed load sets the image-error flag and the initials show instead (spec §3, §8). */
export function UserPhoto({ src, initials, alt }: UserPhotoProps) {
  const [imageError, setImageError] = useState(src === null);
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // The picture may have failed before the island hydrated, when onError was not listening yet.
    if (img.current?.complete && img.current.naturalWidth === 0) setImageError(true);
  }, []);
  if (imageError || src === null) {
    return (
      <span
        role="img"
        aria-label={alt}
        data-testid="user-photo-fallback"
        className="flex h-9 w-9 items-center justify-center rounded-full bg-white text-sm font-semibold text-primary"
      >
        {initials}
      </span>
    );
  }
  return (
    <img
      ref={img}
      src={src}
      alt={alt}
      width={36}
      height={36}
      data-testid="user-photo"
      className="h-9 w-9 rounded-full bg-white object-cover"
      onError={() => setImageError(true)}
    />
  );
}
