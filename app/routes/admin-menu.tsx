export default function Screen() {
  return <h1 className="text-2xl font-bold">Menu Management</h1>
}
