// Lingui's macro keeps translator comments in the compiled descriptors (`{ id, comment }` and
// `<Trans id comment>`), even with stripMessageField. They are for the catalogs, not for users'
// phones: drop them after the macro has run.
export default function stripTranslatorComments({ types: t }) {
  const isComment = (key) => t.isIdentifier(key, { name: "comment" }) || t.isStringLiteral(key, { value: "comment" });
  const hasId = (props) =>
    props.some(
      (p) =>
        t.isObjectProperty(p) && (t.isIdentifier(p.key, { name: "id" }) || t.isStringLiteral(p.key, { value: "id" })),
    );
  return {
    name: "strip-translator-comments",
    visitor: {
      Program: {
        exit(program) {
          program.traverse({
            ObjectExpression(path) {
              if (!hasId(path.node.properties)) return;
              path.node.properties = path.node.properties.filter((p) => !(t.isObjectProperty(p) && isComment(p.key)));
            },
            JSXOpeningElement(path) {
              const attrs = path.node.attributes;
              if (!attrs.some((a) => t.isJSXAttribute(a) && a.name.name === "id")) return;
              path.node.attributes = attrs.filter((a) => !(t.isJSXAttribute(a) && a.name.name === "comment"));
            },
          });
        },
      },
    },
  };
}
