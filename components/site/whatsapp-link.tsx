import { Icon } from '@/components/ui/icons';

/** The floating WhatsApp shortcut, bottom right on every public page. */
export function WhatsAppLink({ href }: { href: string }) {
  return (
    <a
      href={href}
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
