import { data } from 'react-router'

export function loader() {
  return data(null, { status: 404 })
}

export function meta() {
  return [{ title: '404 Page Not Found' }]
}

export default function NotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">404 Page Not Found</h1>
      <p className="mt-2 text-muted-foreground">Did you forget to add the page to the router?</p>
    </div>
  )
}
