'use client';

import Image from 'next/image';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { MESSAGES } from '@/lib/api/messages';
import { IMAGE_ACCEPT, MAX_IMAGE_MB, imageProblem } from '@/lib/images/accepted';
import { imageSource } from '@/lib/images/cloudinary-loader';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { FieldError, describedBy } from './fields';

interface Chosen {
  file: File;
  url: string;
}

function formatSize(bytes: number) {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Picks one PNG, JPG or WEBP image and previews it. Other types, files over the size limit and
 * files the browser cannot draw are refused with a toast and the input is cleared. Without a new
 * choice it shows `currentUrl` (the record's image on an edit page). To reset it, give it a new
 * `key`.
 */
export function ImageInput({
  label = 'Image',
  onChange,
  currentUrl,
  disabled,
}: {
  label?: string;
  onChange: (file: File | null) => void;
  currentUrl?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  // The preview URL to revoke when it is replaced or the input goes away.
  const previewUrl = useRef<string | null>(null);

  useEffect(() => {
    const urls = previewUrl;
    return () => {
      if (urls.current) URL.revokeObjectURL(urls.current);
      urls.current = null;
    };
  }, []);

  function choose(next: Chosen | null) {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = next?.url ?? null;
    setChosen(next);
    onChange(next?.file ?? null);
  }

  function handleChange(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) {
      choose(null);
      return;
    }
    const problem = imageProblem(file);
    if (problem) {
      toast.error(problem);
      event.target.value = '';
      choose(null);
      return;
    }
    choose({ file, url: URL.createObjectURL(file) });
  }

  function clear() {
    if (input.current) input.current.value = '';
    choose(null);
    input.current?.focus();
  }

  function refuseUndrawable() {
    toast.error(MESSAGES.imageType);
    clear();
  }

  const shown = chosen?.url ?? currentUrl;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex flex-col gap-4 rounded-xl border border-dashed border-slate-300 bg-slate-50/60 p-3 sm:flex-row sm:items-center">
        <div className="relative aspect-[4/3] w-40 shrink-0 overflow-hidden rounded-lg border border-slate-200 bg-white">
          {shown ? (
            <Image
              src={shown}
              alt={chosen ? `Preview of ${chosen.file.name}` : 'Current image'}
              fill
              sizes="(min-width: 640px) 160px, 100vw"
              className="object-cover"
              {...imageSource(shown)}
              // A chosen file the browser cannot draw is no image, whatever its name and type
              // say (a text file renamed .png): refused now, not on submit.
              onError={chosen ? refuseUndrawable : undefined}
            />
          ) : (
            <div className="flex h-full flex-col items-center justify-center gap-1 text-slate-400">
              <Icon name="image" size={28} />
              {/* Darker than the icon: text needs 4.5:1 on the white box. */}
              <span className="text-xs text-slate-500">No image selected</span>
            </div>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <input
            ref={input}
            id={id}
            name="image"
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={handleChange}
            disabled={disabled}
            {...describedBy(id, true)}
            className="block w-full text-sm text-slate-600 file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-indigo-700 hover:file:bg-indigo-100 disabled:opacity-60"
          />
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            {chosen
              ? `New image: ${chosen.file.name} (${formatSize(chosen.file.size)})`
              : currentUrl
                ? 'Showing the current image. Choose a file to replace it.'
                : null}
            {chosen || currentUrl ? <br /> : null}
            PNG, JPG or WEBP, up to {MAX_IMAGE_MB} MB.
          </p>
          <FieldError id={`${id}-error`} />
          {chosen && (
            <Button
              variant="secondary"
              className="!px-3 !py-1.5 text-xs"
              onClick={clear}
              disabled={disabled}
            >
              {currentUrl ? 'Keep current image' : 'Remove image'}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
