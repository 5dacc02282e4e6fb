/**
 * Native modal dialogs (decision 003): showModal() traps focus, Escape closes, focus returns to
 * the opener. Links marked data-dialog open their dialog instead of loading the page that shows
 * its content inline (app/components/ui/progressive-dialog.tsx). Where a browser lacks invoker
 * commands (`commandfor`) or light dismiss (`closedby`), this stands in for them.
 */
export function enhanceDialogs(): void {
  const hasCommands = 'command' in HTMLButtonElement.prototype
  const hasClosedBy = 'closedBy' in HTMLDialogElement.prototype
  document.addEventListener('click', (event) => {
    const target = event.target
    if (!(target instanceof Element)) return
    const opener = target.closest('a[data-dialog]')
    if (opener instanceof HTMLAnchorElement && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
      const dialog = document.getElementById(opener.dataset.dialog ?? '')
      if (!(dialog instanceof HTMLDialogElement)) return
      event.preventDefault()
      if (!dialog.open) dialog.showModal()
      return
    }
    if (!hasCommands) {
      const button = target.closest('button[commandfor]')
      const dialog = button ? document.getElementById(button.getAttribute('commandfor') ?? '') : null
      if (button && dialog instanceof HTMLDialogElement) {
        const command = button.getAttribute('command')
        if (command === 'show-modal' && !dialog.open) dialog.showModal()
        if (command === 'close' || command === 'request-close') dialog.close()
        return
      }
    }
    // A click on the dialog element itself is on its backdrop: its content fills it from a child.
    if (!hasClosedBy && target instanceof HTMLDialogElement && target.open && target.getAttribute('closedby') === 'any') target.close()
  })
}
