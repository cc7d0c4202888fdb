import { toast } from 'sonner';

/** Toasts of spec point 8: a title and a message; 5 s, a further second while hovered. */
export const notify = {
  success: (message: string, title = 'Success') => toast.success(title, { description: message }),
  error: (message: string, title = 'Error') => toast.error(title, { description: message }),
};
