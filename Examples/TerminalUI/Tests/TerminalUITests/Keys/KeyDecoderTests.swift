import TerminalUI
import Testing

@Suite struct KeyDecoderTests {
  @Test func arrowsInBothModesAreDecoded() {
    var decoder = KeyDecoder()
    let keys = decoder.decode(Array("\u{1B}[A\u{1B}[B\u{1B}OC\u{1B}OD".utf8))
    #expect(keys == [.up, .down, .right, .left])
  }

  @Test func controlKeysEnterAndBackspace() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x03, 0x0D, 0x7F, 0x09]) == [.control("c"), .enter, .backspace, .tab])
  }

  @Test func aLoneEscapeIsTheEscapeKey() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [.escape])
  }

  @Test func deleteHomeAndEndSequences() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[3~\u{1B}[H\u{1B}[F".utf8)) == [.delete, .home, .end])
  }

  @Test func aCharacterSplitAcrossReadsIsKeptUntilComplete() {
    var decoder = KeyDecoder()
    let bytes = Array("é".utf8)
    #expect(decoder.decode([bytes[0]]) == [])
    #expect(decoder.decode([bytes[1]]) == [.character("é")])
  }

  @Test func unknownSequencesTypeNothing() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[15~a".utf8)) == [.escape, .character("a")])
  }
}
