/** The id of <Toaster>'s live region, where ./toast-list.tsx draws the notices. */
export const TOAST_REGION_ID = 'toast-region';
