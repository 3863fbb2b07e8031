// The menu's paths and query keys, apart from its messages and checks (./menu): guests' menu pages import only these.

/** Query keys, general to specific: a write invalidates `menuKeys.all` (the list and every category). */
export const menuKeys = {
  all: ['menu'] as const,
  list: () => [...menuKeys.all, 'list'] as const,
  category: (slug: string) => [...menuKeys.all, 'category', slug] as const,
  drinks: () => [...menuKeys.all, 'drinks'] as const,
  drinksCategory: (slug: string) => [...menuKeys.all, 'drinks', 'category', slug] as const,
}

export const menuPaths = {
  list: '/api/menu',
  category: (slug: string) => `/api/menu/${encodeURIComponent(slug)}`,
  item: (id: number) => `/api/menu/${id}`,
  drinks: '/api/drinks',
  drinksCategory: (slug: string) => `/api/drinks/${encodeURIComponent(slug)}`,
}
