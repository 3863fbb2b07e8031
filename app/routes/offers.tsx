export default function Screen() {
  return <h1 className="text-2xl font-bold">Happy Hour</h1>
}
