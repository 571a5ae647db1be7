import { Img } from '@/components/ui/img';
import { brandAssets } from '@/lib/content/site';

/**
 * The mark and the wordmark in the site's display face (crisper than the SVG's fallback font).
 * The wordmark's words are apart by a real space, so it reads "Nimbus Studio" as the links'
 * names do (a margin alone showed two words and gave "NimbusStudio" to assistive technology).
 */
export function BrandLogo({ eager = false }: { eager?: boolean }) {
  return (
    <>
      <Img
        src={brandAssets.mark}
        alt=""
        width={36}
        height={36}
        loading={eager ? 'eager' : 'lazy'}
        className="brand-mark"
      />
      <span className="brand-name">
        Nimbus <span className="brand-name-accent">Studio</span>
      </span>
    </>
  );
}
