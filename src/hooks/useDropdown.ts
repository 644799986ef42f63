import {useEffect, useId, useRef, useState, type FocusEvent} from 'react';

/**
 * The one behaviour of the site's dropdowns (the page actions' menu, the logo's sibling-sites
 * menu): a button opens a list beside it; Escape closes it and gives focus back to the button; a
 * pointer press outside, or focus leaving the dropdown, closes it. Spread `containerProps` on the
 * element that holds the button and the list, `buttonProps` on the button, `listProps` on the list.
 */
export function useDropdown() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return {
    open,
    setOpen,
    containerProps: {
      ref: containerRef,
      onBlur: (event: FocusEvent) => {
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      },
    },
    buttonProps: {ref: buttonRef, 'aria-expanded': open, 'aria-controls': listId},
    listProps: {id: listId, hidden: !open},
  };
}
