/** A menu item as GET /api/menu and GET /api/menu/:category return it (price in integer centavos). */
export interface MenuItemJson {
  id: number
  name: string
  description: string
  price: number
  category: string
  imageUrl: string | null
  isSpecial: boolean
}
