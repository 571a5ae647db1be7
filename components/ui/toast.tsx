/** The notices' API for client code; <Toaster> (./toaster.tsx) is the region they appear in. */
export { dismissToast, dismissToastsFrom, toast } from './toast-store';
