import { site } from '@/lib/content/site';
import { Icon } from '@/components/ui/icons';

/** The floating WhatsApp shortcut, bottom right on every public page. */
export function WhatsAppLink() {
  return (
    <a
      href={site.whatsappUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp (opens in a new tab)"
      className="group fixed right-5 bottom-6 z-40 inline-flex size-14 items-center justify-center rounded-full bg-[#25d366] text-[#06301a] shadow-xl shadow-emerald-900/40 transition hover:-translate-y-0.5 hover:shadow-emerald-500/30 sm:right-7 sm:bottom-8"
    >
      <span
        aria-hidden="true"
        className="absolute inset-0 animate-ping rounded-full bg-[#25d366]/40 [animation-duration:2.8s]"
      />
      <Icon name="whatsapp" size={28} className="relative" />
    </a>
  );
}
