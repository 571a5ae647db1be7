import { Img } from '@/components/ui/img';
import { brandAssets } from '@/lib/content/site';

/** The mark and the wordmark in the site's display face (crisper than the SVG's fallback font). */
export function BrandLogo({ eager = false }: { eager?: boolean }) {
  return (
    <>
      <Img
        src={brandAssets.mark}
        alt=""
        width={36}
        height={36}
        loading={eager ? 'eager' : 'lazy'}
        className="size-9 transition-transform duration-300 group-hover:-rotate-6"
      />
      <span className="font-display text-lg font-bold tracking-tight text-white">
        Nimbus<span className="ml-1 font-medium text-indigo-300">Studio</span>
      </span>
    </>
  );
}
