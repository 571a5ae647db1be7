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
      className="float-whatsapp"
    >
      <span aria-hidden="true" className="float-whatsapp-ping" />
      <Icon name="whatsapp" size={28} className="relative" />
    </a>
  );
}
