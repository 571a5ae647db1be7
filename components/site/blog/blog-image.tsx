'use client';

import { useState } from 'react';
import type { ImgAttributes } from '@/components/ui/img';

/**
 * A blog image (attributes computed by next/image on the server); the placeholder's attributes
 * take over when it fails to load, including a failure before hydration.
 */
export function BlogImage({ image, fallback }: { image: ImgAttributes; fallback: ImgAttributes }) {
  const [failed, setFailed] = useState(false);
  const fail = () => {
    if (!failed) setFailed(true);
  };
  return (
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image attributes, alt included
    <img
      {...(failed ? fallback : image)}
      ref={(img) => {
        if (img && !failed && img.complete && img.naturalWidth === 0 && img.getAttribute('src'))
          fail();
      }}
      onError={fail}
    />
  );
}
