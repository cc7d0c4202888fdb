import { Toaster as Sonner } from 'sonner';

/** Spec point 9: top-right, newest on top, 5000 ms, hover keeps a toast (extended time-out). */
export default function Toaster() {
  return <Sonner position="top-right" duration={5000} richColors closeButton visibleToasts={5} />;
}
