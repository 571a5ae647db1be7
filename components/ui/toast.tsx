/** The notices' API for client code; <Toaster> (./toaster.tsx) is the region they appear in. */
export { dismissToast, toast } from './toast-store';
