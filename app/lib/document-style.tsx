import { createContext, useContext } from 'react'

// The server renders with the site's whole stylesheet as text, to put inline in the document's head; in the browser it
// is empty (the style element is already in the document, and React keeps it).
const DocumentStyleContext = createContext('')

export const DocumentStyleProvider = DocumentStyleContext.Provider

export function useDocumentStyle(): string {
  return useContext(DocumentStyleContext)
}
