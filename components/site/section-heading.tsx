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
      <Tag id={id} className="section-title">
        {heading}
      </Tag>
      {text && <p className="section-lead">{text}</p>}
      {children}
    </div>
  );
}
