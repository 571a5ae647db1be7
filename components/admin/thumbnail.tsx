'use client';

import Image from 'next/image';
import { useState } from 'react';
import { Icon } from '@/components/ui/icons';
import { imageSource } from '@/lib/images/cloudinary-loader';

/** A record's image in a table row; a neutral tile when it cannot be loaded. */
export function Thumbnail({
  src,
  alt,
  round = false,
}: {
  src: string;
  alt: string;
  round?: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const shape = round ? 'rounded-full' : 'rounded-lg';
  if (!src || failed === src) {
    return (
      <span
        role="img"
        aria-label={alt}
        className={`flex size-12 items-center justify-center border border-slate-200 bg-slate-100 text-slate-400 ${shape}`}
      >
        <Icon name="image" />
      </span>
    );
  }
  return (
    <span
      className={`relative block size-12 overflow-hidden border border-slate-200 bg-slate-100 ${shape}`}
    >
      <Image
        src={src}
        {...imageSource(src)}
        alt={alt}
        fill
        sizes="48px"
        className="object-cover"
        onError={() => setFailed(src)}
      />
    </span>
  );
}
