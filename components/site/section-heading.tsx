import type { ReactNode } from 'react';

interface SectionHeadingProps {
  eyebrow?: string;
  heading: ReactNode;
  text?: ReactNode;
  id?: string;
  align?: 'center' | 'left';
  /** h1 on pages whose hero is this heading; h2 elsewhere. */
  as?: 'h1' | 'h2';
  className?: string;
  children?: ReactNode;
}

/** The eyebrow, heading and lead paragraph that open every section. */
export function SectionHeading({
  eyebrow,
  heading,
  text,
  id,
  align = 'center',
  as: Tag = 'h2',
  className = '',
  children,
}: SectionHeadingProps) {
  const centered = align === 'center';
  return (
    <div className={`${centered ? 'mx-auto max-w-3xl text-center' : 'max-w-2xl'} ${className}`}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <Tag
        id={id}
        className="font-display text-3xl leading-[1.15] font-semibold tracking-tight text-balance text-white sm:text-4xl lg:text-[2.75rem]"
      >
        {heading}
      </Tag>
      {text && (
        <p className="mt-5 text-base leading-relaxed text-pretty text-slate-300 sm:text-lg">
          {text}
        </p>
      )}
      {children}
    </div>
  );
}
