import { ImageResponse } from 'next/og';
import { site } from '@/lib/content/site';
import { ogText } from './og-text';

/**
 * The social card of a page (Open Graph and Twitter): the brand, a kicker, the page's title and a
 * footer line, on the site's dark background. Drawn by next/og with its bundled font, and only in
 * the characters that font has (./og-text.ts), so nothing is fetched from the network at build or
 * run time.
 */
export const OG_SIZE = { width: 1200, height: 630 };

/**
 * Cards are drawn once and kept by Next.js's cache; shared caches and CDNs may keep them for an
 * hour and serve a stale one for a day while it is redrawn (next/og's own header is max-age=0,
 * which sent every network's fetch to the server).
 */
export const OG_CACHE_CONTROL = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';
export const OG_CONTENT_TYPE = 'image/png';

/** Titles shrink as they grow, so a long one still fits its three lines. */
function titleSize(title: string): number {
  if (title.length > 90) return 52;
  if (title.length > 55) return 62;
  return 74;
}

export function ogCard({
  kicker,
  title,
  footer,
  accent = '#6366f1',
  siteName = site.name,
}: {
  kicker: string;
  title: string;
  footer: string;
  accent?: string;
  /** The agency's name as its settings give it. */
  siteName?: string;
}): ImageResponse {
  // A title with nothing the font draws (all emoji, or Chinese) shows the site's name instead.
  const drawable = ogText(title) || siteName;
  const clipped = drawable.length > 140 ? `${drawable.slice(0, 137).trimEnd()}…` : drawable;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        color: '#ffffff',
        backgroundColor: '#0b1020',
        backgroundImage: `radial-gradient(circle at 85% 0%, ${accent}66, transparent 55%), radial-gradient(circle at 0% 100%, #22d3ee33, transparent 50%)`,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
        <div
          style={{
            width: 52,
            height: 52,
            borderRadius: 14,
            backgroundImage: 'linear-gradient(135deg, #6366f1, #8b5cf6 55%, #22d3ee)',
          }}
        />
        <div style={{ fontSize: 34, letterSpacing: -0.5 }}>{siteName}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 22 }}>
        <div
          style={{
            fontSize: 26,
            color: '#a5b4fc',
            textTransform: 'uppercase',
            letterSpacing: 4,
          }}
        >
          {ogText(kicker)}
        </div>
        <div
          style={{
            fontSize: titleSize(clipped),
            lineHeight: 1.12,
            letterSpacing: -1.5,
            maxWidth: 1040,
          }}
        >
          {clipped}
        </div>
      </div>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          fontSize: 28,
          color: '#cbd5e1',
          borderTop: '2px solid rgba(148, 163, 184, 0.25)',
          paddingTop: 26,
        }}
      >
        <div>{ogText(footer)}</div>
        <div style={{ color: '#94a3b8' }}>{site.url.replace(/^https?:\/\//, '')}</div>
      </div>
    </div>,
    { ...OG_SIZE, headers: { 'Cache-Control': OG_CACHE_CONTROL } },
  );
}
